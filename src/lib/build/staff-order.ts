/**
 * The order the about page shows the staff in: by `order` where the clinic has set it, and
 * otherwise as the staff file lists them, which is the order the editor shows and lets the clinic
 * drag. The content layer hands the entries over by id, and the editor's ids are random.
 */
import { readContentYaml } from '../../schemas/read-yaml';
import { STAFF_FILE } from './sample-photos';

export function inStaffOrder<Person extends { id: string; order: number }>(
  people: readonly Person[],
  file = STAFF_FILE,
): Person[] {
  const listed = (readContentYaml(file) as Array<{ id?: unknown }>).map((person) => String(person.id));
  const position = (person: Person) => listed.indexOf(person.id);
  return [...people].sort((a, b) => a.order - b.order || position(a) - position(b));
}

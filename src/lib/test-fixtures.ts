/**
 * Content entries for unit tests, shaped as astro:content returns them: the smallest valid
 * category, group and treatment, each overridable.
 */
export const ref = <C extends 'categories' | 'groups' | 'treatments'>(collection: C, id: string) => ({
  collection,
  id,
});

/** What every catalogue page's data has: a path from its id, a title, an order and a summary. */
const pageData = (id: string, order: number) => ({ path: `/${id}`, title: id, order, summary: 's', faq: [] });

export const categoryEntry = (id: string, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  data: {
    ...pageData(id, order),
    intro: 'i',
    detailScreen: 'treatment' as const,
    showPriceList: false,
    regulatedCare: false,
    ...extra,
  },
});

export const groupEntry = (id: string, categoryId: string, order = 1) => ({
  id,
  data: {
    ...pageData(id, order),
    intro: 'i',
    category: ref('categories', categoryId),
  },
});

export const treatmentEntry = (id: string, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  data: {
    ...pageData(id, order),
    category: ref('categories', 'inj'),
    options: [],
    details: [],
    before: ['b'],
    after: ['a'],
    bookingLabel: 'Boka nu',
    dataNotes: [],
    ...extra,
  },
  rendered: { html: '<p>text</p>' },
});

/**
 * Content entries for unit tests, shaped as astro:content returns them: the smallest valid
 * category, group and treatment, each overridable.
 */
export const ref = <C extends 'categories' | 'groups' | 'treatments'>(collection: C, id: string) => ({
  collection,
  id,
});

export const categoryEntry = (id: string, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  data: {
    path: `/${id}`,
    title: id,
    order,
    summary: 's',
    intro: 'i',
    detailScreen: 'treatment' as const,
    showPriceList: false,
    faq: [],
    ...extra,
  },
});

export const groupEntry = (id: string, categoryId: string, order = 1) => ({
  id,
  data: {
    path: `/${id}`,
    title: id,
    order,
    summary: 's',
    intro: 'i',
    faq: [],
    category: ref('categories', categoryId),
  },
});

export const treatmentEntry = (id: string, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  data: {
    path: `/${id}`,
    title: id,
    order,
    summary: 's',
    category: ref('categories', 'inj'),
    options: [],
    details: [],
    before: ['b'],
    after: ['a'],
    faq: [],
    bookingLabel: 'Boka nu',
    dataNotes: [],
    ...extra,
  },
  rendered: { html: '<p>text</p>' },
});

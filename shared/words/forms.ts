// The TC and career forms (pages, checks, answers), in English (words.yaml `forms:`).

export const FORM_WORDS = {} as const;

// Errors, the not-found page, text pages, admissions, the PDF viewer and app-wide notes, in English (words.yaml `common:`).

export const COMMON_WORDS = {} as const;

// The list pages (news, events, gallery, toppers, search), their filters and shared controls, in English (words.yaml `lists:`).

export const LIST_WORDS = {} as const;

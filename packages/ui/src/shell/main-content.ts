/** The id the skip link jumps to; PageContainer gives its `<main>` this id. */
export const MAIN_CONTENT_ID = 'main-content';

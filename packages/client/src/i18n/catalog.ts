/** A catalogue shaped like `T`, with any text in place of each of `T`'s literal strings. */
export type CatalogShape<T> = {
  readonly [Key in keyof T]: T[Key] extends string ? string : CatalogShape<T[Key]>;
};

/**
 * What the kit itself reads from every app's catalogue: the tab title's suffix (`| 바로 Baro`) and
 * the title of the home page. An app's source catalogue (Korean) must have these keys; the type of
 * `createI18n` says so.
 */
export interface KitCatalog {
  readonly documentTitle: { readonly suffix: string; readonly home: string };
}

/**
 * A language's catalogue: the object itself (bundled with the app, e.g. Korean, the default), or a
 * function that loads it (`() => import('./catalogs/en.ts').then((m) => m.en)`), so a language
 * nobody chose is never downloaded.
 */
export type CatalogSource<Catalog> = Catalog | (() => Promise<Catalog>);

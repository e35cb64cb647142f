/** Compiled catalogs, answered by apps/web/i18n-catalogs.ts (a Vite plugin): `virtual:bazaar-catalog/<language>/<part>`. */
declare module 'virtual:bazaar-catalog/*' {
  const messages: Record<string, import('@lingui/message-utils/compileMessage').CompiledMessage>;
  export default messages;
}

/** Every part of every language, by `"<language>/<part>"`, each loaded lazily (English's `core` is not in it). */
declare module 'virtual:bazaar-catalog-loaders' {
  const loaders: Record<string, () => Promise<{ default: Record<string, import('@lingui/message-utils/compileMessage').CompiledMessage> }>>;
  export default loaders;
}

// Types every `t('…')` key and its `{{variables}}` from the Korean catalogue and its parts (STYLE #13): a key
// that does not exist, or a missing interpolation value, fails the type check. react-i18next's
// `useTranslation().t` and `<Trans>` read the same options.
import 'i18next';
import type { ko } from './catalogs/ko.ts';
import type { koHandover } from './catalogs/ko-handover.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ko & typeof koHandover };
  }
}

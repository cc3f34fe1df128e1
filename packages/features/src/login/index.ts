// login feature (issues #4, #5): the WEB and SURGERY login pages and the qualification picker
// (§2, §4).
export { LoginPage, type LoginPageProps } from './LoginPage.tsx';
// issue #5: the TSS/DISPO login with its three blocks (§2).
export { TssLoginPage, type TssLoginPageProps } from './TssLoginPage.tsx';
export { QualificationPicker, type QualificationPickerProps } from './QualificationPicker.tsx';
export {
  LOGIN_NO_CODE_MESSAGES,
  LOGIN_TEXTS,
  PICKER_MESSAGES,
  PICKER_TEXTS,
  SURGERY_LOGIN_TEXTS,
  TSS_LOGIN_TEXTS,
} from './texts.ts';
export { SurgeryLoginPage, type SurgeryLoginPageProps } from './SurgeryLoginPage.tsx';
export {
  cachedSurgeryCode,
  createSurgeryCodeStore,
  type CachedSurgeryCode,
  type CodeGeneratorMode,
  type SurgeryCodeState,
  type SurgeryCodeStore,
} from './flows/surgery-code.ts';
export {
  createLoginStore,
  type LoginDestination,
  type LoginState,
  type LoginStore,
  type LoginStoreOptions,
} from './store.ts';

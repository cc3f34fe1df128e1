export { GERMAN_UI_TEXTS, UiTextsProvider, useUiTexts, type UiTexts } from './UiTexts.tsx';

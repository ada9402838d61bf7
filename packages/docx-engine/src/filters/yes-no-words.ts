import { languageOf } from './supported-locale';

const WORDS: Readonly<Record<string, readonly [string, string]>> = {
  en: ['Yes', 'No'],
  fr: ['Oui', 'Non'],
  de: ['Ja', 'Nein'],
  es: ['Sí', 'No'],
  it: ['Sì', 'No'],
  pt: ['Sim', 'Não'],
  nl: ['Ja', 'Nee'],
};

/** How a yes/no answer reads in the locale's language (English for the languages not listed). */
export const yesNoWords = (locale: string): readonly [yes: string, no: string] => WORDS[languageOf(locale)] ?? ['Yes', 'No'];

/**
 * The language of the page being rendered, for components at build time: `InLanguage` sets it
 * with its words, `useLang()` and `usePages()` read it. Every screen and the header and footer
 * are wrapped by `localized`, so a page passes `lang` once and everything below follows.
 * Swedish where nothing is set: the Swedish pages are as they were before English came.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { pagesIn, type Lang } from '../config/routes';
import { UiContext, uiWords } from './ui';

const LangContext = createContext<Lang>('sv');

/** Sets the language and its words for everything below. */
function InLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <LangContext value={lang}>
      <UiContext value={uiWords(lang)}>{children}</UiContext>
    </LangContext>
  );
}

/** The language of the page being rendered. */
export function useLang(): Lang {
  return useContext(LangContext);
}

/** The main pages (paths and titles) in the language of the page being rendered. */
export function usePages() {
  return pagesIn(useLang());
}

/**
 * `Component` with a `lang` prop that sets the language below it: each React root an Astro page
 * renders (a screen, the header, the footer) is its own tree, so each takes the page's language.
 */
export function localized<Props extends object>(Component: ComponentType<Props>) {
  function Localized({ lang, ...props }: Props & { lang?: Lang | undefined }) {
    // Without a language it takes the one around it (Swedish by default), as a test's provider sets it.
    if (lang === undefined) return <Component {...(props as Props)} />;
    return (
      <InLanguage lang={lang}>
        <Component {...(props as Props)} />
      </InLanguage>
    );
  }
  Localized.displayName = `localized(${Component.displayName ?? Component.name})`;
  return Localized;
}

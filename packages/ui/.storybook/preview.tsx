import { isLanguage } from '@baro/core';
import type { Preview } from '@storybook/react-vite';
import { BaroProvider } from '../src/theme/BaroProvider.tsx';
import '../src/styles.css';

/**
 * Every story renders inside BaroProvider, as in an app. The toolbar switches the theme variant
 * (customer / admin font) and the language of the package's own labels.
 */
const preview: Preview = {
  globalTypes: {
    variant: {
      description: 'Theme variant',
      toolbar: {
        title: 'Variant',
        items: [
          { value: 'customer', title: 'Customer site' },
          { value: 'admin', title: 'Admin tools' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'UI language of built-in labels',
      toolbar: {
        title: 'Language',
        items: [
          { value: 'ko', title: '한국어' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { variant: 'customer', language: 'ko' },
  decorators: [
    (Story, context) => (
      <BaroProvider
        variant={context.globals.variant === 'admin' ? 'admin' : 'customer'}
        language={isLanguage(context.globals.language) ? context.globals.language : 'ko'}
      >
        <Story />
      </BaroProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;

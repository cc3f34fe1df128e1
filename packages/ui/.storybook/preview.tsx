import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import './preview.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The a11y panel runs axe in the real browser, colour contrast included.
    a11y: { test: 'error' },
    viewport: {
      options: {
        small: { name: '320 px (reflow)', styles: { width: '320px', height: '640px' } },
        phone: { name: '360 px phone', styles: { width: '360px', height: '740px' } },
        desktop: { name: '1280 px desktop', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;

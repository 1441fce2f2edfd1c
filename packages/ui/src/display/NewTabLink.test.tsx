import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiLanguageProvider } from '../i18n/ui-language.tsx';
import { NewTabLink } from './NewTabLink.tsx';

afterEach(cleanup);

describe('NewTabLink', () => {
  it.each([
    ['ko', '약관 보기 (새 창에서 열림)'],
    ['en', '약관 보기 (opens in a new tab)'],
  ] as const)('opens a new tab without handing over the window and says so (%s)', (language, name) => {
    render(
      <MantineProvider>
        <UiLanguageProvider language={language}>
          <NewTabLink href="/terms">약관 보기</NewTabLink>
        </UiLanguageProvider>
      </MantineProvider>,
    );
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

// Every link of the web apps that opens a new tab goes through NewTabLink or useNewTabLink, so it
// says so to screen readers; a bare target="_blank" anywhere else fails here.
describe('new-tab links in the web apps', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it('has no target="_blank" outside the shared component', () => {
    const web = ['customer', 'partner', 'admin', 'warehouse', 'handheld'].map((app) =>
      path.join(root, 'apps', app, 'src'),
    );
    const files = [...web, path.join(root, 'packages', 'ui', 'src')].flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    const bare = files.filter(
      (file) =>
        !file.endsWith(path.join('display', 'NewTabLink.tsx')) &&
        /target\s*[=:]\s*[{'"]*\s*['"]_blank/.test(readFileSync(file, 'utf8')),
    );
    expect(bare.map((file) => path.relative(root, file))).toEqual([]);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { expect } from 'storybook/test';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function Broken(): never {
  throw new Error('chunk failed to load');
}

/** The error page as a route's error element, under a route that throws. */
function Failing({ notFoundRoute = false, language }: { notFoundRoute?: boolean; language?: 'ko' | 'en' }) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Broken />,
      // A 404 thrown by a route (its loader found nothing) is the app's not-found page.
      ...(notFoundRoute
        ? {
            loader: () => {
              throw data(null, { status: 404 });
            },
          }
        : {}),
      errorElement: (
        <RouteErrorPage
          notFound={<h1>페이지를 찾을 수 없습니다</h1>}
          homeHref="/"
          footnote="문제가 계속되면 고객센터 1588-0000으로 연락해 주세요."
          {...(language ? { language } : {})}
        />
      ),
    },
  ]);
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/RouteErrorPage',
  component: Failing,
  parameters: { expectsRenderErrors: true },
} satisfies Meta<typeof Failing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AFailedPage: Story = {
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('문제가 발생했습니다');
    await expect(alert).not.toHaveTextContent('chunk failed to load');
    await expect(canvas.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '처음 화면으로' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  },
};

export const ANotFoundRoute: Story = {
  args: { notFoundRoute: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '페이지를 찾을 수 없습니다' }),
    ).toBeInTheDocument();
  },
};

// The baseline of `npm run bench:web`: the smallest real React + React Router app (a layout with
// two links and two routes), built with the same Vite and the same packages as the apps.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>hello</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`;

const MAIN_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';

function Layout() {
  return (
    <main>
      <nav><Link to="/">Home</Link> <Link to="/about">About</Link></nav>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <h1>Hello</h1> },
      { path: 'about', element: <p>About</p> },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode><RouterProvider router={router} /></StrictMode>,
);
`;

/** Writes the hello app into a new temporary directory that resolves packages from the repository. */
export function writeReactRouterHello(repoRoot: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'baro-bench-hello-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'src', 'main.tsx'), MAIN_TSX);
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

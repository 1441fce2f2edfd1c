// `@baro/ui/testing`: what the web apps' screen tests share (Vitest and Testing Library only;
// never imported by an app's code).
export {
  type AppProvidersLikeProps,
  createRenderApp,
  type RenderAppOptions,
  type RenderAppSetup,
} from './render-app.tsx';

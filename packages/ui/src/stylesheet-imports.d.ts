// Stylesheets are imported for their side effect (Vite and Storybook bundle them); they export nothing.
declare module '*.css';

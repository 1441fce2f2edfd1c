// Runs before `npm start`, `npm test` and `npm run check`. Plain JavaScript on purpose: it must
// run on whatever Node is on the PATH (for instance Node 20 when node_modules is missing) and
// say clearly why the project will not start there.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `Baro needs Node ${REQUIRED_MAJOR} or newer, but this is Node ${process.versions.node}.\n` +
      'Run `npm install` first: it installs Node 24 into node_modules, and npm scripts use it from there.',
  );
  process.exit(1);
}

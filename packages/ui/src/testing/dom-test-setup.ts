import { configure } from '@testing-library/react';

// Setup of every simulated-DOM test project (vitest.config.ts). The suite runs two files at once on
// a two-core machine, so a screen that appears after a fake fetch and a Mantine transition can take
// longer than Testing Library's 1 s default to show up; a slow wait is not a failure.
configure({ asyncUtilTimeout: 5_000 });

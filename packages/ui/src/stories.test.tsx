import { composeStories, setProjectAnnotations } from '@storybook/react';
import { afterEach, describe, it, vi } from 'vitest';
import preview from '../.storybook/preview.tsx';
import * as confirmDialog from './dialogs/ConfirmDialog.stories.tsx';
import * as display from './display/Display.stories.tsx';
import * as tableScroll from './display/TableScroll.stories.tsx';
import * as checkboxField from './form/CheckboxField.stories.tsx';
import * as emailField from './form/EmailField.stories.tsx';
import * as formErrorAlert from './form/FormErrorAlert.stories.tsx';
import * as formExample from './form/FormExample.stories.tsx';
import * as passwordField from './form/PasswordField.stories.tsx';
import * as phoneField from './form/PhoneField.stories.tsx';
import * as submitButton from './form/SubmitButton.stories.tsx';
import * as textField from './form/TextField.stories.tsx';
import * as pagedList from './lists/PagedList.stories.tsx';
import * as searchBox from './lists/SearchBox.stories.tsx';
import * as loadingBar from './loading-bar/LoadingBar.stories.tsx';
import * as overlayPanel from './overlay/OverlayPanel.stories.tsx';
import * as routeErrorPage from './pages/RouteErrorPage.stories.tsx';
import * as pagination from './pagination/Pagination.stories.tsx';
import * as currencyPicker from './pickers/CurrencyPicker.stories.tsx';
import * as locationPicker from './pickers/LocationPicker.stories.tsx';
import * as refusedAccountPage from './session/RefusedAccountPage.stories.tsx';
import * as requireUser from './session/RequireUser.stories.tsx';
import * as appFooter from './shell/AppFooter.stories.tsx';
import * as appHeader from './shell/AppHeader.stories.tsx';
import * as environmentBanner from './shell/EnvironmentBanner.stories.tsx';
import * as languageSwitch from './shell/LanguageSwitch.stories.tsx';
import * as pageContainer from './shell/PageContainer.stories.tsx';
import * as siteLayout from './shell/SiteLayout.stories.tsx';
import * as shipmentTable from './shipments/ShipmentTable.stories.tsx';
import * as emptyState from './states/EmptyState.stories.tsx';
import * as errorState from './states/ErrorState.stories.tsx';
import * as loadingState from './states/LoadingState.stories.tsx';
import * as queryErrorState from './states/QueryErrorState.stories.tsx';
import * as theme from './theme/Theme.stories.tsx';
import * as milestoneForm from './timeline/MilestoneForm.stories.tsx';
import * as milestoneTimeline from './timeline/MilestoneTimeline.stories.tsx';
import * as toasts from './toast/Toasts.stories.tsx';
import * as uploadField from './upload/UploadField.stories.tsx';

// Every story renders in the simulated DOM inside the Storybook preview's decorators, and its
// `play` function (the interaction test) runs: the catalogue cannot drift from working code.
type StoryModule = Parameters<typeof composeStories>[0];
interface RunnableStory {
  run(): Promise<void>;
  globals: Record<string, unknown>;
  parameters: { expectsRenderErrors?: boolean };
}

const storyModules: Record<string, StoryModule> = {
  appFooter,
  appHeader,
  checkboxField,
  confirmDialog,
  currencyPicker,
  display,
  emailField,
  emptyState,
  environmentBanner,
  errorState,
  formErrorAlert,
  formExample,
  languageSwitch,
  loadingBar,
  loadingState,
  locationPicker,
  milestoneForm,
  milestoneTimeline,
  overlayPanel,
  pageContainer,
  pagedList,
  searchBox,
  pagination,
  passwordField,
  phoneField,
  queryErrorState,
  refusedAccountPage,
  requireUser,
  routeErrorPage,
  shipmentTable,
  siteLayout,
  submitButton,
  tableScroll,
  textField,
  theme,
  toasts,
  uploadField,
};

// The preview's decorators and Storybook's own test annotations (which give `play` its `canvas`
// and `userEvent`), exactly as in the Storybook UI.
setProjectAnnotations(preview);

// Storybook's viewport global, mapped onto the simulated window so that CSS breakpoints (Mantine's
// hiddenFrom/visibleFrom) apply as they would in the browser. Sizes are Storybook's defaults.
const VIEWPORTS: Readonly<Record<string, { width: number; height: number }>> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
};
const DESKTOP = { width: 1280, height: 800 };

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}
const setViewport = (viewport: { width: number; height: number }) =>
  (window as unknown as HappyDomWindow).happyDOM?.setViewport(viewport);

const viewportOf = (globals: Record<string, unknown>) => {
  const viewport = globals.viewport as { value?: string } | undefined;
  return (viewport?.value && VIEWPORTS[viewport.value]) || DESKTOP;
};

afterEach(() => setViewport(DESKTOP));

for (const [file, module] of Object.entries(storyModules)) {
  describe(`${module.default?.title ?? file} (${file})`, () => {
    // Typed by what the loop uses: the module record erases each story's own args type.
    const stories = Object.entries(composeStories(module)) as [string, RunnableStory][];
    for (const [name, story] of stories) {
      it(name, async () => {
        setViewport(viewportOf(story.globals));
        // A story that shows what happens when a page throws: React's report of the caught error
        // is expected, not a failure of the story.
        const quiet = story.parameters.expectsRenderErrors
          ? vi.spyOn(console, 'error').mockImplementation(() => {})
          : null;
        try {
          await story.run();
        } finally {
          quiet?.mockRestore();
        }
      });
    }
  });
}

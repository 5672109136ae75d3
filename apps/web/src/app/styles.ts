// Per-component Mantine CSS instead of the full styles.css (36 kB → ~7.5 kB gzip, toolchain.md).
// Order matters: the baseline and variables first, then components after the ones they build on.
// A feature that uses a component missing here imports its CSS file next to the component.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
// The account menu (the phone's only way to Log in, Sign up and Alerts) and the chart legends'
// swatches: without their CSS the menu items ran together on one line and the swatches were 0×0.
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/notifications/styles.css';
import './app.css';

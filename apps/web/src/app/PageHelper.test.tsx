import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render.js';
import { PageHelper } from './PageHelper.js';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

describe('PageHelper (the AI Helper of the pools page)', () => {
  it('opens the chat from its toggle and closes it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PageHelper stateCode="GA" />);
    const toggle = screen.getByRole('button', { name: 'AI Helper' });
    expect(screen.queryByText('AI Analyzer')).toBeNull();
    await user.click(toggle);
    // The chat is its own chunk, imported on the first open: on a busy machine that takes seconds.
    expect(await screen.findByText('AI Analyzer', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByText('AI Analyzer')).toBeNull();
  });
});

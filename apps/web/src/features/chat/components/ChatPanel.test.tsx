import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import ChatPanel from './ChatPanel.js';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

describe('ChatPanel', () => {
  it('renders nothing when closed', () => {
    renderWithProviders(<ChatPanel opened={false} onClose={vi.fn()} variant="inline" />);
    expect(screen.queryByText('AI Analyzer')).toBeNull();
  });

  it('shows the header, greeting, idle badge and a disabled Send for blank input', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel opened onClose={vi.fn()} variant="inline" />);
    expect(screen.getByText('AI Analyzer')).toBeInTheDocument();
    expect(screen.getByText('Hi! I can chat with text or voice. Try me!')).toBeInTheDocument();
    // The idle badge waits for /api/chat/status (here unreachable: no model known to be off).
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    const input = screen.getByLabelText('Message');
    await user.type(input, '   {Enter}');
    expect(screen.getAllByRole('log')[0]?.children).toHaveLength(1);
    expect(send).toBeDisabled();
  });

  it('Shift+Enter adds a line instead of sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel opened onClose={vi.fn()} variant="inline" />);
    const input = screen.getByLabelText('Message');
    await user.type(input, 'one{Shift>}{Enter}{/Shift}two');
    expect(input).toHaveValue('one\ntwo');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('disables the microphone where the browser has no speech recognition', () => {
    renderWithProviders(<ChatPanel opened onClose={vi.fn()} variant="inline" />);
    expect(screen.getByRole('button', { name: 'Start voice input' })).toBeDisabled();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ChatPanel opened onClose={onClose} variant="inline" />);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('floating: the resize handle is a complete separator (aria-valuenow within its limits)', () => {
    renderWithProviders(<ChatPanel opened onClose={() => undefined} variant="floating" />);
    const handle = screen.getByRole('separator', { name: 'Resize chat' });
    const now = Number(handle.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThanOrEqual(Number(handle.getAttribute('aria-valuemin')));
    expect(now).toBeLessThanOrEqual(Number(handle.getAttribute('aria-valuemax')));
  });

  it('floating: closes on an outside press but not on the toggle or inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <div>
        <button type="button" data-chat-toggle>
          toggle
        </button>
        <button type="button">elsewhere</button>
        <ChatPanel opened onClose={onClose} variant="floating" />
      </div>,
    );
    expect(screen.getByRole('dialog', { name: 'AI Analyzer chat' })).toBeInTheDocument();
    await user.click(screen.getByText('Hi! I can chat with text or voice. Try me!'));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('floating: a toggle button without the marker still closes it (no close-then-reopen)', async () => {
    const user = userEvent.setup();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen((o) => !o)}>
            AI Helper
          </button>
          <ChatPanel opened={open} onClose={() => setOpen(false)} variant="floating" />
        </>
      );
    }
    renderWithProviders(<Host />);
    expect(screen.getByText('AI Analyzer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'AI Helper' }));
    expect(screen.queryByText('AI Analyzer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'AI Helper' }));
    expect(screen.getByText('AI Analyzer')).toBeInTheDocument();
  });

  describe('before the first question and with the microphone', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    /** The network edge: /api/chat/status as a server without a model answers it. */
    function serveOffline() {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) =>
          String(input).endsWith('/api/chat/status')
            ? Response.json({ mode: 'offline' })
            : new Response(null, { status: 404 }),
        ),
      );
    }

    /** A browser recognizer whose start fails the way the browser reports `error`. */
    function recognizerFailingWith(error: string) {
      class FailingRecognizer {
        lang = '';
        interimResults = false;
        continuous = false;
        maxAlternatives = 1;
        onresult: unknown = null;
        onerror: ((event: { error: string }) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          queueMicrotask(() => {
            this.onerror?.({ error });
            this.onend?.();
          });
        }
        stop() {}
        abort() {}
      }
      vi.stubGlobal('webkitSpeechRecognition', FailingRecognizer);
    }

    it('says Offline before anything is asked when the server has no model', async () => {
      serveOffline();
      renderWithProviders(<ChatPanel opened onClose={vi.fn()} variant="inline" />);
      expect(await screen.findByText('Offline')).toBeInTheDocument();
      expect(screen.queryByText('Ready')).toBeNull();
    });

    it.each([
      ['not-allowed', 'Microphone access was refused.'],
      ['audio-capture', 'No microphone was found.'],
      ['network', 'Voice input stopped (network).'],
    ])('shows a message in the window when recognition fails with %s', async (error, text) => {
      serveOffline();
      recognizerFailingWith(error);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = userEvent.setup();
      renderWithProviders(<ChatPanel opened onClose={vi.fn()} variant="inline" />);
      await user.click(screen.getByRole('button', { name: 'Start voice input' }));
      expect((await screen.findByRole('alert')).textContent).toContain(text);
    });
  });
});

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  CloseButton,
  FloatingWindow,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import {
  MAX_MESSAGE_LENGTH,
  STATUS_BADGE,
  canSend,
  sendButtonLabel,
  type ChatMessage,
} from '../chat-machine.js';
import { useChatStatus } from '../api/chat-status.js';
import { useChat } from '../hooks/use-chat.js';
import {
  isSpeechRecognitionSupported,
  speechFailureMessage,
  useSpeechRecognition,
  type SpeechFailure,
} from '../hooks/use-speech-recognition.js';
import { activeLanguage, t } from '../../../i18n/i18n.js';
import '@mantine/core/styles/FloatingWindow.css';

export interface ChatPanelProps {
  opened: boolean;
  onClose(): void;
  variant: 'inline' | 'floating';
  /** The state the page's heading shows: the helper answers about it unless asked about another. */
  pageState?: string | undefined;
}

// Spec §9: the floating window opens at (50, 120) with 320×500 and resizes within 400–1200 ×
// 300–800; inline it is 400 wide.
const FLOATING_POSITION = { left: 50, top: 120 };
const FLOATING_SIZE = { width: 320, height: 500 };
const RESIZE_LIMITS = { minWidth: 400, maxWidth: 1200, minHeight: 300, maxHeight: 800 };
const INLINE_WIDTH = 400;

/** Elements that toggle the panel themselves: a press on them is not an "outside" click. */
const TOGGLE_SELECTOR = '[data-chat-toggle]';

// Outside presses are watched on `click`, not `mousedown`: the document sees a click after the
// app's own handlers, so a toggle button that closes the panel is not undone by a close-then-reopen.
const OUTSIDE_EVENTS = ['click'];

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} wrap="nowrap">
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="85%"
        bg={mine ? 'blue.6' : 'gray.1'}
        c={mine ? 'white' : 'dark'}
        data-role={message.role}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Text>
      </Paper>
    </Group>
  );
}

function MicIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </svg>
  );
}

function ChatBody({
  onClose,
  floating,
  pageState,
}: {
  onClose(): void;
  floating: boolean;
  pageState: string | undefined;
}) {
  const { state, send, abort, listen, stopListening } = useChat(pageState);
  const [input, setInput] = useState('');
  const [micFailure, setMicFailure] = useState<SpeechFailure | null>(null);
  const { offline, known } = useChatStatus();
  const viewportRef = useRef<HTMLDivElement>(null);
  const speech = useSpeechRecognition(
    {
      onTranscript: (text) => void send(text, { spoken: true }),
      onEnd: stopListening,
      onFailure: setMicFailure,
    },
    activeLanguage() === 'es' ? 'es-US' : 'en-US',
  );
  const voiceSupported = isSpeechRecognitionSupported();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport) viewport.scrollTop = viewport.scrollHeight;
  }, [state.messages]);

  const submit = () => {
    if (!canSend(input)) return;
    speech.abort();
    void send(input);
    setInput('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const toggleMic = () => {
    if (state.status === 'listening') {
      speech.stop();
      stopListening();
      return;
    }
    if (state.status !== 'idle') return;
    setMicFailure(null);
    if (speech.start()) listen();
  };

  const close = useCallback(() => {
    speech.abort();
    abort();
    onClose();
  }, [abort, onClose, speech]);

  const badge = STATUS_BADGE(offline)[state.status];
  const busy = state.status === 'thinking' || state.status === 'responding';

  return (
    <Stack gap={0} h="100%">
      <Group
        justify="space-between"
        px="sm"
        py={8}
        data-chat-drag-handle
        style={{
          cursor: floating ? 'move' : undefined,
          borderBottom: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Group gap="xs">
          <Text fw={700}>{t('chat.aiAnalyzer')}</Text>
          {/* Idle waits for the server's answer: the badge never says Ready and then Offline. */}
          {(known || state.status !== 'idle') && (
            <Badge color={badge.color} variant="light" size="sm" aria-live="polite">
              {badge.label}
            </Badge>
          )}
        </Group>
        <CloseButton aria-label={t('chat.closeChat')} onClick={close} />
      </Group>
      {/* Focusable: a long answer scrolls, and a keyboard must be able to scroll it (axe). */}
      <ScrollArea
        viewportRef={viewportRef}
        viewportProps={{ tabIndex: 0 }}
        style={{ flex: 1 }}
        mih={0}
        px="sm"
        py="xs"
      >
        <Stack gap="xs" role="log" aria-label={t('chat.chatMessages')}>
          {state.messages.map((m) => (
            <MessageBubble key={m.id} message={m} />
          ))}
        </Stack>
      </ScrollArea>
      {micFailure !== null && (
        <Text role="alert" size="sm" c="red.8" px="sm" py={4}>
          {speechFailureMessage(micFailure)}
        </Text>
      )}
      <Group
        gap={6}
        p="sm"
        align="flex-end"
        wrap="nowrap"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Textarea
          aria-label={t('chat.message')}
          placeholder={t('chat.askAboutNumbersPools')}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={MAX_MESSAGE_LENGTH}
          style={{ flex: 1 }}
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <ActionIcon
          size="lg"
          variant={state.status === 'listening' ? 'filled' : 'light'}
          color={state.status === 'listening' ? 'red' : 'blue'}
          aria-label={
            state.status === 'listening' ? t('chat.stopVoiceInput') : t('chat.startVoiceInput')
          }
          aria-pressed={state.status === 'listening'}
          title={voiceSupported ? undefined : t('chat.voiceInputIsNot')}
          disabled={!voiceSupported || busy}
          onClick={toggleMic}
        >
          <MicIcon />
        </ActionIcon>
        <Button
          miw={96}
          onClick={submit}
          disabled={!canSend(input)}
          aria-label={t('chat.sendMessage')}
        >
          {sendButtonLabel(state)}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The AI chat. Closing it (button, outside click in floating mode, or `opened` turning false)
 * unmounts the body, whose hooks abort the request, the counters, speech and recognition.
 */
export default function ChatPanel({ opened, onClose, variant, pageState }: ChatPanelProps) {
  const [windowNode, setWindowNode] = useState<HTMLDivElement | null>(null);
  const floating = variant === 'floating';
  // Asked while the panel is closed too, so a reopened panel knows at once.
  useChatStatus();
  useClickOutside(
    (event: Event) => {
      if (!opened || !floating) return;
      const target = event.target;
      if (target instanceof Element && target.closest(TOGGLE_SELECTOR)) return;
      onClose();
    },
    OUTSIDE_EVENTS,
    [windowNode],
  );

  if (!opened) return null;

  if (!floating) {
    return (
      <Paper
        withBorder
        shadow="sm"
        w={INLINE_WIDTH}
        maw="100%"
        h={FLOATING_SIZE.height}
        aria-label={t('chat.aiAnalyzerChat')}
        role="region"
      >
        <ChatBody onClose={onClose} floating={false} pageState={pageState} />
      </Paper>
    );
  }

  return (
    <FloatingWindow
      ref={setWindowNode}
      initialPosition={FLOATING_POSITION}
      // The initial size gives the resize handle (a separator) its required aria-valuenow (e2e axe);
      // Mantine clamps that value into the limits, while the style below keeps the spec's 320 px.
      dimensions={{
        ...RESIZE_LIMITS,
        initialWidth: FLOATING_SIZE.width,
        initialHeight: FLOATING_SIZE.height,
      }}
      style={{ width: FLOATING_SIZE.width, height: FLOATING_SIZE.height }}
      dragHandleSelector="[data-chat-drag-handle]"
      excludeDragHandleSelector="button"
      withBorder
      shadow="lg"
      radius="md"
      role="dialog"
      aria-label={t('chat.aiAnalyzerChat')}
    >
      <Box h="100%" style={{ overflow: 'hidden' }}>
        <ChatBody onClose={onClose} floating pageState={pageState} />
      </Box>
      <FloatingWindow.ResizeHandle
        aria-label={t('chat.resizeChat')}
        style={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          width: 16,
          height: 16,
          cursor: 'nwse-resize',
        }}
      />
    </FloatingWindow>
  );
}

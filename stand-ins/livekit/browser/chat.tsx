// The test page's chat, built on @livekit/components-react's useChat as the apps use it.
import { RoomContext, useChat } from '@livekit/components-react';
import type { Room } from 'livekit-client';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

export type SendChat = (text: string) => Promise<unknown>;

/** A chat message as the rendered list shows it. */
export interface ShownMessage {
  from: string;
  text: string;
}

const LIST_ID = 'chat-messages';

function ChatPanel({ onReady }: { onReady: (send: SendChat) => void }) {
  const { chatMessages, send } = useChat();
  useEffect(() => onReady(send), [send, onReady]);
  return (
    <ul id={LIST_ID}>
      {chatMessages.map((message) => (
        <li key={message.id} data-from={message.from?.identity ?? ''}>
          {message.message}
        </li>
      ))}
    </ul>
  );
}

/** Renders the chat for `room` into `container`; resolves with the chat's send once it is mounted. */
export function mountChat(room: Room, container: HTMLElement): Promise<SendChat> {
  return new Promise((resolve) => {
    createRoot(container).render(
      <RoomContext.Provider value={room}>
        <ChatPanel onReady={resolve} />
      </RoomContext.Provider>,
    );
  });
}

/** The messages the chat's list shows, sent and received, in order. */
export function shownMessages(): ShownMessage[] {
  return [...document.querySelectorAll(`#${LIST_ID} li`)].map((item) => ({
    from: (item as HTMLElement).dataset.from ?? '',
    text: item.textContent ?? '',
  }));
}

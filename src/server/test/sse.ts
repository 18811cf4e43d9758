import { orderTrackingSchema, type OrderTracking } from '@/contracts/fulfilment';

/** One server-sent message: its `event:` name, its `data:` and its `retry:` when it sets one. */
export interface SseMessage {
  event: string;
  data: string;
  retry?: number;
}

/** A response body: fetch's, or a node:http response. */
type Body = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

const chunksOf = (body: Body) => ('getReader' in body ? body.getReader() : body[Symbol.asyncIterator]());

/** Reads the messages off a server-sent events body, one at a time (comments such as heartbeats skipped); null at its end. */
export function serverSentEvents(body: Body): () => Promise<SseMessage | null> {
  const reader = chunksOf(body);
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<SseMessage | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const message: SseMessage = { event: 'message', data: '' };
        let fields = 0;
        for (const line of lines) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const name = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          fields += 1;
          if (name === 'event') message.event = value;
          else if (name === 'data') message.data = value;
          else if (name === 'retry') message.retry = Number(value);
          else throw new Error(`unexpected field: ${line}`);
        }
        if (fields === 0) continue;
        return message;
      }
      const { value, done } = 'read' in reader ? await reader.read() : await reader.next();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

/** Reads `event: tracking` messages off a server-sent events body, one at a time (heartbeat comments skipped). */
export function trackingEvents(body: Body): () => Promise<OrderTracking> {
  const nextMessage = serverSentEvents(body);
  return async function next(): Promise<OrderTracking> {
    const message = await nextMessage();
    if (!message) throw new Error('the stream ended');
    if (message.event !== 'tracking') throw new Error(`unexpected message: ${JSON.stringify(message)}`);
    return orderTrackingSchema.parse(JSON.parse(message.data));
  };
}

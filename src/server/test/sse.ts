import { orderTrackingSchema, type OrderTracking } from '@/contracts/fulfilment';

/** Reads `event: tracking` messages off a server-sent events body, one at a time (heartbeat comments skipped). */
export function trackingEvents(body: ReadableStream<Uint8Array>): () => Promise<OrderTracking> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<OrderTracking> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message.startsWith(':')) continue;
        const [event, data] = message.split('\n');
        if (event !== 'event: tracking' || !data?.startsWith('data: ')) throw new Error(`unexpected message: ${message}`);
        return orderTrackingSchema.parse(JSON.parse(data.slice('data: '.length)));
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

import { useEffect, useRef, useState } from 'react';
import { toast } from '@/web/components/ui/use-toast';

/** The part of the Web Speech API this app uses (not in TypeScript's DOM library). */
interface Recognition {
  lang: string;
  maxAlternatives: number;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
}
type RecognitionConstructor = new () => Recognition;

export const VOICE_FAILED_TOAST_MS = 4000;

export function speechRecognition(): RecognitionConstructor | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/**
 * One spoken phrase in British English, handed to onResult. Unsupported browsers and failures to start get
 * a toast; errors reported by the recogniser while listening are only logged (shopping.md section 8).
 */
export function useVoiceSearch(onResult: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });
  useEffect(() => () => recognition.current?.abort(), []);

  const start = () => {
    const Recogniser = speechRecognition();
    if (!Recogniser) {
      toast({ title: 'Voice Search Unavailable', description: "Your browser doesn't support voice recognition." });
      return;
    }
    try {
      const r = new Recogniser();
      r.lang = 'en-GB';
      r.maxAlternatives = 1;
      r.interimResults = false;
      r.continuous = false;
      r.onresult = (event) => {
        const transcript = event.results[0]?.[0]?.transcript.trim();
        if (transcript) latest.current(transcript);
      };
      r.onerror = (event) => console.error('Speech recognition error', event.error);
      r.onend = () => setListening(false);
      recognition.current = r;
      r.start();
      setListening(true);
    } catch (error) {
      console.error('Voice search failed', error);
      setListening(false);
      toast({ title: 'Voice Search Failed', description: 'Please try again later.', variant: 'destructive', duration: VOICE_FAILED_TOAST_MS });
    }
  };

  const stop = () => recognition.current?.stop();

  return { listening, start, stop };
}

import { ChevronLeft, ChevronRight, Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/web/lib/cn';
import { HOW_IT_WORKS } from './steps';
import { SCENE_MS } from './timings';
import { WalkthroughPoster } from './walkthrough-poster';
import { SCENE_VISUALS, StepProgress } from './walkthrough-scenes';

const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-800 transition-colors hover:bg-brand-100 disabled:pointer-events-none disabled:opacity-40';

function sceneAt(index: number) {
  const step = HOW_IT_WORKS[index];
  const Visual = SCENE_VISUALS[index];
  if (!step || !Visual) throw new Error(`No walkthrough step ${index}`);
  return { step, Visual };
}

/**
 * Stands in for the tutorial video: no external player can load here, so this is a
 * self-contained, stepped animation of the three steps. It never plays by itself, and it can
 * be paused or stepped through by hand (WCAG 2.2.2).
 */
export function Walkthrough() {
  const [started, setStarted] = useState(false);
  const [scene, setScene] = useState(0);
  const [playing, setPlaying] = useState(false);
  const last = HOW_IT_WORKS.length - 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      if (scene >= last) setPlaying(false);
      else setScene(scene + 1);
    }, SCENE_MS);
    return () => clearTimeout(timer);
  }, [playing, scene, last]);

  const play = () => {
    if (scene >= last) setScene(0);
    setStarted(true);
    setPlaying(true);
  };
  const goTo = (index: number) => {
    setPlaying(false);
    setScene(index);
  };

  const { step, Visual } = sceneAt(scene);
  const finished = !playing && scene === last;

  return (
    <figure className="m-0" data-testid="tutorial-walkthrough">
      <div className="relative min-h-80 overflow-hidden rounded-2xl border border-gray-200 bg-gradient-to-br from-brand-50 via-white to-brand-100 sm:aspect-video sm:min-h-0">
        {!started ? (
          <WalkthroughPoster onPlay={play} />
        ) : (
          <div className="flex h-full min-h-80 flex-col sm:min-h-0">
            <div className="flex flex-1 flex-col items-center justify-center gap-5 px-6 pt-6 text-center">
              <div aria-hidden="true" className="flex min-h-28 items-center justify-center self-stretch">
                <Visual key={scene} />
              </div>
              {/* Announced when stepped by hand; autoplay stays quiet so it does not talk over the reader. */}
              <div aria-live={playing ? 'off' : 'polite'}>
                <p className="text-sm font-medium text-brand-800">
                  Step {scene + 1} of {HOW_IT_WORKS.length}
                </p>
                <p className="mt-1 text-xl font-bold text-gray-900 sm:text-2xl">{step.title}</p>
                <p className="mx-auto mt-1 max-w-md text-sm leading-6 text-gray-700">{step.text}</p>
              </div>
            </div>
            <div className="mt-4 h-1 bg-brand-100" aria-hidden="true">
              {playing && <StepProgress key={scene} durationMs={SCENE_MS} />}
            </div>
            <div className="flex items-center justify-between gap-2 bg-white/80 px-3 py-2">
              <div className="flex items-center gap-1">
                <button type="button" className={iconButton} onClick={() => goTo(scene - 1)} disabled={scene === 0} aria-label="Previous step">
                  <ChevronLeft className="h-5 w-5" aria-hidden="true" />
                </button>
                <button type="button" className={iconButton} onClick={playing ? () => setPlaying(false) : play} aria-label={playing ? 'Pause walkthrough' : finished ? 'Replay walkthrough' : 'Play walkthrough'}>
                  {playing ? <Pause className="h-5 w-5" aria-hidden="true" /> : finished ? <RotateCcw className="h-5 w-5" aria-hidden="true" /> : <Play className="h-5 w-5" aria-hidden="true" />}
                </button>
                <button type="button" className={iconButton} onClick={() => goTo(scene + 1)} disabled={scene === last} aria-label="Next step">
                  <ChevronRight className="h-5 w-5" aria-hidden="true" />
                </button>
              </div>
              <div className="flex items-center gap-1">
                {HOW_IT_WORKS.map((s, i) => (
                  <button key={s.title} type="button" onClick={() => goTo(i)} aria-label={`Go to step ${i + 1}: ${s.title}`} aria-current={i === scene ? 'step' : undefined} className="flex h-10 w-8 items-center justify-center">
                    <span className={cn('h-2.5 rounded-full transition-all', i === scene ? 'w-6 bg-brand-700' : 'w-2.5 bg-gray-400')} />
                  </button>
                ))}
              </div>
            </div>
          </div>
        )}
      </div>
      <figcaption className="mt-2 text-sm text-gray-600">An animated walkthrough of the three steps: choose your stores, fill one basket, get one delivery.</figcaption>
    </figure>
  );
}

import { ArrowRight, Play } from 'lucide-react';
import { Fragment } from 'react';
import { HOW_IT_WORKS } from './steps';

/** The still shown before the walkthrough plays, like a video's poster frame. */
export function WalkthroughPoster({ onPlay }: { onPlay: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-5 p-6 text-center">
      <div className="flex items-center gap-2 sm:gap-4" aria-hidden="true">
        {HOW_IT_WORKS.map((step, i) => (
          <Fragment key={step.title}>
            {i > 0 && <ArrowRight className="h-5 w-5 text-brand-700/60" />}
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-md sm:h-20 sm:w-20">
              <step.icon className="h-7 w-7 sm:h-9 sm:w-9" strokeWidth={1.75} />
            </span>
          </Fragment>
        ))}
      </div>
      <div>
        <p className="text-xl font-bold text-gray-900 sm:text-2xl">How Everystore works</p>
        <p className="mt-1 text-sm text-gray-700">Three steps, about 12 seconds</p>
      </div>
      <button
        type="button"
        onClick={onPlay}
        className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-lg transition-colors hover:bg-brand-800"
      >
        <Play className="h-5 w-5 fill-current" aria-hidden="true" />
        Play walkthrough
      </button>
    </div>
  );
}

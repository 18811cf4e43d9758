import { Star } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { DEFAULT_MAX_STARS, ratingLabel, ratingStars, type StarFill } from '@/domain/rating-stars';
import { cn } from '@/web/lib/cn';

interface StarRatingProps {
  rating: number;
  /** Review count, shown in brackets. */
  count?: number;
  size?: 'sm' | 'md';
  /** Makes the count a button (e.g. to open the reviews). */
  onCountClick?: () => void;
  max?: number;
  /** Interactive mode: the stars become a radio group for choosing a rating (the review form). */
  onRatingChange?: (rating: number) => void;
  /** Accessible name of the interactive group. */
  label?: string;
  /** Interactive mode: the id of the text describing the group (e.g. its error), and whether it is invalid. */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

const ICON = { sm: 'h-3.5 w-3.5', md: 'h-5 w-5' } as const;

function StarIcon({ fill, size }: { fill: StarFill; size: 'sm' | 'md' }) {
  return (
    <span className={cn('relative inline-block', ICON[size])} aria-hidden="true">
      <Star className={cn('absolute inset-0 text-gray-300', ICON[size])} />
      {fill !== 'empty' && (
        <span className={cn('absolute inset-y-0 left-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}>
          <Star className={cn('fill-amber-400 text-amber-500', ICON[size])} />
        </span>
      )}
    </span>
  );
}

/** Star display (whole stars plus a half from .5) with an optional review count and interactive mode. */
export function StarRating({ rating, count, size = 'sm', onCountClick, max = DEFAULT_MAX_STARS, onRatingChange, label = 'Rating', describedBy, invalid, className }: StarRatingProps) {
  const countText = count === undefined ? null : `(${count})`;
  const countLabel = count === undefined ? undefined : `${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      {onRatingChange ? (
        <StarPicker rating={rating} max={max} size={size} label={label} describedBy={describedBy} invalid={invalid} onChange={onRatingChange} />
      ) : (
        <span role="img" aria-label={ratingLabel(rating, max)} className="inline-flex items-center gap-0.5">
          {ratingStars(rating, max).map((fill, i) => (
            <StarIcon key={i} fill={fill} size={size} />
          ))}
        </span>
      )}
      {countText &&
        (onCountClick ? (
          <button type="button" onClick={onCountClick} aria-label={countLabel} className={cn('rounded text-gray-700 underline-offset-2 hover:underline', size === 'sm' ? 'text-xs' : 'text-sm')}>
            {countText}
          </button>
        ) : (
          <span className={cn('text-gray-700', size === 'sm' ? 'text-xs' : 'text-sm')}>
            <span aria-hidden="true">{countText}</span>
            <span className="sr-only">{countLabel}</span>
          </span>
        ))}
    </span>
  );
}

/** Radio-group star picker: one tab stop, arrow keys move the choice, as a native radio group does. */
interface StarPickerProps {
  rating: number;
  max: number;
  size: 'sm' | 'md';
  label: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (n: number) => void;
}

function StarPicker({ rating, max, size, label, describedBy, invalid, onChange }: StarPickerProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = Math.round(rating);
  const choose = (n: number) => {
    const next = Math.min(Math.max(n, 1), max);
    onChange(next);
    refs.current[next - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // From the focused star, as native radios do: with nothing chosen, ArrowRight on "1 star" goes to 2.
    const focused = refs.current.findIndex((el) => el === event.target) + 1;
    choose((focused || chosen || 0) + step);
  };
  return (
    <span role="radiogroup" aria-label={label} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="inline-flex items-center gap-0.5" onKeyDown={onKeyDown}>
      {Array.from({ length: max }, (_, i) => {
        const value = i + 1;
        return (
          <button
            key={value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={chosen === value}
            aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
            tabIndex={chosen === value || (chosen === 0 && value === 1) ? 0 : -1}
            onClick={() => choose(value)}
            className="rounded p-0.5"
          >
            <StarIcon fill={value <= chosen ? 'full' : 'empty'} size={size} />
          </button>
        );
      })}
    </span>
  );
}

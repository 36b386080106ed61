import { icons, type IconName } from './icons';

export interface IconProps {
  name: IconName;
  /** Side length in CSS pixels. @default 20 */
  size?: number;
  className?: string;
}

/** A decorative icon: always hidden from assistive technology, so the control around it needs a label. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icons[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

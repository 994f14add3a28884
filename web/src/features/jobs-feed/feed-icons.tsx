import { type IconProps, Svg } from '../../components/ui/icons';

// The feed's own icons, drawn in the shared stroke frame.

export function CardsIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="4" y="4" width="16" height="7" rx="2" />
      <rect x="4" y="13" width="16" height="7" rx="2" />
    </Svg>
  );
}

export function ListIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
    </Svg>
  );
}

export function SwipeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="7" y="4" width="10" height="16" rx="2" />
      <path d="M3 9v6M21 9v6" />
    </Svg>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m15 6-6 6 6 6" />
    </Svg>
  );
}

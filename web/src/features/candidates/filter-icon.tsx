import { type IconProps, Svg } from '../../components/ui/icons';

export function FilterIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 5h16l-6 7v6l-4 2v-8z" />
    </Svg>
  );
}

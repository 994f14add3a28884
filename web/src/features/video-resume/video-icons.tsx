// The few icons only this page uses, drawn in the shared frame of components/ui/icons.tsx.
import { type IconProps, Svg } from '../../components/ui/icons';

export function SwitchCameraIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2L9 5h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z" />
      <path d="M9.2 12.2a3 3 0 0 1 5.3-1.2m.3 2.8a3 3 0 0 1-5.3 1.2M14.6 9.6v1.6H13M9.4 16.4v-1.6H11" />
    </Svg>
  );
}

export function RecordIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4.5" fill="currentColor" stroke="none" />
    </Svg>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
    </Svg>
  );
}

export function CameraOffIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 3l18 18M9 5h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v8.3M16.5 19h-11A1.5 1.5 0 0 1 4 17.5v-9A1.5 1.5 0 0 1 5.5 7H7" />
      <path d="M10 10.3a3 3 0 0 0 3.8 4.3" />
    </Svg>
  );
}

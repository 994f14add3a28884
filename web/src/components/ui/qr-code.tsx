import { useEffect, useState } from 'react';
import { useAgainWhenOnline } from '../../lib/network';

/**
 * A QR code of `text`, drawn as SVG by the `qrcode` library. The library (about 10 KB gzip) is
 * imported when the code is first shown, so no other screen pays for it. Until it is drawn, the
 * square keeps its size; if it cannot be drawn the caption's link is still there to share.
 * Offline before the library ever came (issue 16 item 6), the square stops pulsing, as nothing
 * is on its way, and the code is drawn when the network returns.
 */
export function QrCode({
  text,
  label,
  size = 192,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another try
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (drawn) => live && setSvg(drawn),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [text, attempt]);
  useAgainWhenOnline(failed, () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  });
  return (
    <div
      className="mx-auto grid place-items-center rounded-xl bg-white p-2 ring-1 ring-slate-200"
      style={{ width: size, height: size }}
    >
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={label}
          width={size - 16}
          height={size - 16}
        />
      ) : (
        <span
          role="img"
          aria-label={label}
          className={`size-full rounded bg-slate-100 ${failed ? '' : 'animate-pulse'}`}
        />
      )}
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import {
  chooseRecordingFormat,
  fileNameOf,
  RECORDING_TYPES,
  recordedFormat,
  recordedTypeOf,
} from './media-format';

const supporting =
  (...types: string[]) =>
  (mimeType: string) =>
    types.includes(mimeType);

describe('recording format (spec 000 §2.10: never label WebM as MP4)', () => {
  it('asks in order: MP4, WebM VP9, WebM VP8, WebM', () => {
    expect(RECORDING_TYPES).toEqual([
      'video/mp4',
      'video/webm;codecs=vp9,opus',
      'video/webm;codecs=vp8,opus',
      'video/webm',
    ]);
    const asked: string[] = [];
    chooseRecordingFormat((type) => {
      asked.push(type);
      return false;
    });
    expect(asked).toEqual([...RECORDING_TYPES]);
  });

  it('records MP4 as resume.mp4, video/mp4 (Safari, Chrome 126+)', () => {
    expect(chooseRecordingFormat(() => true)).toEqual({
      mimeType: 'video/mp4',
      contentType: 'video/mp4',
      fileName: 'resume.mp4',
    });
  });

  it('records WebM as resume.webm, video/webm without codec parameters', () => {
    expect(chooseRecordingFormat(supporting('video/webm;codecs=vp8,opus', 'video/webm'))).toEqual({
      mimeType: 'video/webm;codecs=vp8,opus',
      contentType: 'video/webm',
      fileName: 'resume.webm',
    });
    expect(chooseRecordingFormat(supporting('video/webm;codecs=vp9,opus'))?.fileName).toBe(
      'resume.webm',
    );
    expect(chooseRecordingFormat(supporting('video/webm'))?.contentType).toBe('video/webm');
  });

  it('finds no format when the browser records none of them, or its check throws', () => {
    expect(chooseRecordingFormat(() => false)).toBeNull();
    expect(
      chooseRecordingFormat(() => {
        throw new Error('not implemented');
      }),
    ).toBeNull();
  });

  it('reads the container of a MIME type', () => {
    expect(recordedTypeOf('video/webm;codecs=vp9,opus')).toBe('video/webm');
    expect(recordedTypeOf(' VIDEO/MP4; codecs="avc1.42E01E, mp4a.40.2"')).toBe('video/mp4');
    expect(recordedTypeOf('video/x-matroska;codecs=avc1')).toBeNull();
    expect(recordedTypeOf('')).toBeNull();
    expect(fileNameOf('video/mp4')).toBe('resume.mp4');
    expect(fileNameOf('video/webm')).toBe('resume.webm');
  });

  it('trusts the type the recorder reports over the one asked for', () => {
    const webm = chooseRecordingFormat(supporting('video/webm'));
    if (!webm) throw new Error('expected a format');
    expect(recordedFormat(webm, 'video/webm;codecs=vp8,opus')).toBe(webm);
    expect(recordedFormat(webm, '')).toBe(webm);
    expect(recordedFormat(webm, 'video/mp4;codecs=avc1,opus')).toEqual({
      mimeType: 'video/mp4;codecs=avc1,opus',
      contentType: 'video/mp4',
      fileName: 'resume.mp4',
    });
  });
});

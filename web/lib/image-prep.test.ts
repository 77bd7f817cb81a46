import { describe, expect, it } from 'vitest';
import { checkImageFile, dataUrlBytes, fitWithin, MAX_UPLOAD_BYTES } from './image-prep';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkImageFile', () => {
  it('accepts svg, png, jpeg, jpg, gif and webp', () => {
    for (const [name, type] of [
      ['a.svg', 'image/svg+xml'],
      ['a.png', 'image/png'],
      ['a.jpeg', 'image/jpeg'],
      ['a.jpg', 'image/jpg'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
      ['photo.JPG', ''],
    ]) {
      expect(checkImageFile(file(name ?? '', type ?? ''))).toBeNull();
    }
  });

  it('refuses other types, whatever the name says', () => {
    expect(checkImageFile(file('a.png', 'text/html'))).toEqual({ kind: 'type' });
    expect(checkImageFile(file('a.bmp', 'image/bmp'))).toEqual({ kind: 'type' });
    expect(checkImageFile(file('notes', ''))).toEqual({ kind: 'type' });
  });

  it('refuses more than 10 MB with the size in MB (two decimals); exactly 10 MB passes', () => {
    expect(checkImageFile(file('a.jpg', 'image/jpeg', MAX_UPLOAD_BYTES))).toBeNull();
    expect(checkImageFile(file('a.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1))).toEqual({
      kind: 'size',
      sizeMb: '10.00',
      maxMb: 10,
    });
    expect(checkImageFile(file('a.jpg', 'image/jpeg', 15.25 * 1024 * 1024))).toMatchObject({ sizeMb: '15.25' });
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to 1600 px keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(5000, 10)).toEqual({ width: 1600, height: 3 });
  });

  it('never enlarges', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600)).toEqual({ width: 1600, height: 1600 });
  });
});

describe('dataUrlBytes', () => {
  it('counts the decoded bytes', () => {
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcde')}`)).toBe(5);
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcdef')}`)).toBe(6);
  });
});

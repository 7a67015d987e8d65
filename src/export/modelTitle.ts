/** A model file's name without its extension, as cards and downloads title it ("knight.ldr" -> "knight"). */
export function modelTitle(file: string): string {
  return file.replace(/\.(ldr|mpd|io|dat)$/i, '');
}

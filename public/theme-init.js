// Applies the saved theme (or the device preference) before first paint, so there is no flash.
(function () {
  try {
    var saved = localStorage.getItem('forkcast.theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
    var font = localStorage.getItem('forkcast.font');
    if (font) document.documentElement.dataset.font = font;
    var lang = localStorage.getItem('forkcast.language');
    if (lang) document.documentElement.lang = lang;
  } catch (e) {}
})();

/**
 * Русские тексты предпочтений использования (Content-Usage, Content-Signal, License).
 */
import type { Catalog } from "../index";

/** Причины, которые ядро даёт для набора предпочтений. */
export const prefsMessages: Catalog = {
  "prefs-decided": "{count, plural, =1 {Задано строкой {line}.} one {Строк с одинаковым путём: #; они объединяются, побеждает самое строгое.} few {Строк с одинаковым путём: #; они объединяются, побеждает самое строгое.} many {Строк с одинаковым путём: #; они объединяются, побеждает самое строгое.} other {Строк с одинаковым путём: #; они объединяются, побеждает самое строгое.}}",
  "prefs-none": "Ни одна строка выбранной группы не относится к этому URL, поэтому ничего не задано.",
  "prefs-not-crawlable": "Этот URL нельзя сканировать, а предпочтения действуют только для URL, которые робот может загружать: здесь не действует ни одно.",
  "prefs-no-group": "Ни одна группа файла не относится к этому роботу, поэтому и предпочтения к нему не относятся.",
  "prefs-file-ignored": "Эта система игнорирует весь файл (предел размера), вместе с предпочтениями.",
  "prefs-absent": "В файле нет предпочтений использования.",
};

/** Слова панелей о предпочтениях. */
export const prefsUi: Catalog = {
  "ui.prefs.heading": "Предпочтения использования",
  "ui.prefs.support.ignores": "Парсер {engine} пропускает эти строки: вердикт от них не меняется, и {engine} не описывает их использование. Ниже — что файл сообщает этому роботу.",
  "ui.prefs.support.undocumented": "{engine} не сообщает, читают ли его роботы эти строки; вердикт от них не меняется. Ниже — что файл сообщает этому роботу при группировке {engine}.",
  "ui.prefs.support.draft": "Черновик IETF draft-ietf-aipref-attach-05 добавляет Content-Usage в RFC 9309 (здесь он читается со словарём draft-ietf-aipref-vocab-07); Content-Signal — собственный формат Cloudflare.",
  "ui.prefs.value.yes": "разрешено",
  "ui.prefs.value.no": "запрещено",
  "ui.prefs.value.unknown": "не задано",
  "ui.prefs.col.directive": "Директива",
  "ui.prefs.col.category": "Использование",
  "ui.prefs.col.preference": "Предпочтение",
  "ui.prefs.col.line": "Строка",
  "ui.prefs.category.train-ai": "Обучение ИИ",
  "ui.prefs.category.search": "Поиск",
  "ui.prefs.category.ai-input": "Ответы ИИ (вход)",
  "ui.prefs.category.ai-train": "Обучение ИИ",
  "ui.prefs.licenses": "{count, plural, one {Лицензия (RSL)} few {Лицензии (RSL)} many {Лицензии (RSL)} other {Лицензии (RSL)}}",
  "ui.prefs.more": "+{count}",
  "ui.prefs.short": "{key}: {value}",
  "ui.prefs.none": "Нет предпочтений использования",
  "ui.prefs.filter": "Предпочтение",
  "ui.prefs.filter.any": "Любое предпочтение",
  "ui.prefs.filter.option": "{directive} {key} = {value}",
  "ui.prefs.export.json": "Экспорт JSON",
};

/**
 * Тексты редактора robots.txt на русском: невидимые символы, автодополнение, подсказки,
 * приоритеты правил, отметки предела размера, группы, вердикт и покрытие. Коды `editor.`.
 */

/** The editor's messages. */
export const editorMessages: Record<string, string> = {
  // Невидимые и похожие символы
  "editor.char.nul": "{code} NUL: Google прекращает читать строку здесь",
  "editor.char.tab": "{code} табуляция: вокруг ключей и значений читается как пробел",
  "editor.char.cr": "{code} возврат каретки: роботы завершают строку здесь",
  "editor.char.nbsp": "{code} неразрывный пробел: для роботов это не пробел, и он становится частью ключа или значения",
  "editor.char.shy": "{code} мягкий перенос: невидим, но входит в ключ или значение",
  "editor.char.zero-width": "{code} символ нулевой ширины: невидим, но входит в ключ или значение",
  "editor.char.bom": "{code} метка порядка байтов: допустима в самом начале файла, в любом другом месте — часть текста",
  "editor.char.line-separator": "{code} разделитель строк Unicode: роботы не завершают строку здесь",
  "editor.char.space": "{code} пробел Unicode: для роботов это не пробел, и он становится частью ключа или значения",
  "editor.char.control": "{code} управляющий символ",
  "editor.char.bidi": "{code} символ управления направлением текста: невидим и может изменить порядок отображения строки",
  "editor.char.dash": "{code} «{char}» похож на дефис, но это другой символ: `User‐agent` с ним — неизвестный ключ",
  "editor.char.colon": "{code} полноширинное двоеточие: роботам нужно ASCII-двоеточие «:»",
  "editor.char.slash": "{code} «{char}» похож на косую черту, но это другой символ: в путях нужен «/»",
  "editor.char.quote": "{code} типографская кавычка «{char}»: скопировано из текстового редактора? Роботы читают её буквально",

  // Трактовки и назначения
  "editor.engine.google": "Google",
  "editor.engine.bing": "Bing",
  "editor.engine.yandex": "Яндекс",
  "editor.engine.yandex-classic": "Яндекс (классический)",
  "editor.engine.original": "Стандарт 1994 года",
  "editor.engine.rfc9309": "RFC 9309",
  "editor.engines.all": "все трактовки",
  "editor.engines.none": "ни одна из моделируемых трактовок",
  "editor.purpose.search": "поиск",
  "editor.purpose.images": "картинки",
  "editor.purpose.video": "видео",
  "editor.purpose.news": "новости",
  "editor.purpose.ads": "реклама",
  "editor.purpose.shopping": "товары",
  "editor.purpose.ai-training": "обучение ИИ",
  "editor.purpose.ai-search": "ИИ-поиск",
  "editor.purpose.ai-assistant": "ИИ-загрузка по запросу",
  "editor.purpose.monitoring": "мониторинг",
  "editor.purpose.ai-agent": "ИИ-агент",
  "editor.purpose.ai-data": "сбор данных для ИИ",
  "editor.purpose.seo": "SEO и маркетинг",
  "editor.purpose.archiving": "архивирование",
  "editor.purpose.social-preview": "превью ссылок",
  "editor.vendor.unknown": "владелец неизвестен",
  "editor.purpose.other": "другое",

  // Пределы размера
  "editor.limit.truncate":
    "✂ {count, plural, one {{engines} прекращает} few {{engines} прекращают} many {{engines} прекращают} other {{engines} прекращают}} чтение здесь: читаются первые {bytes} байт ({kib} КиБ), остальное игнорируется",
  "editor.limit.ignore":
    "⚠ Здесь файл превышает {bytes} байт ({kib} КиБ): {count, plural, one {{engines} игнорирует} few {{engines} игнорируют} many {{engines} игнорируют} other {{engines} игнорируют}} весь файл",

  // Группы
  "editor.group": "Группа {index} в трактовке {engine}, строки {from}–{to}: {agents}",
  "editor.group.merged":
    "Группа {index} в трактовке {engine}, строки {from}–{to}: {agents}. Эти строки User-agent объединены в одну группу, хотя между ними есть другие строки",

  // Вердикт и покрытие
  "editor.verdict.allows": "✓ разрешает (строка {line})",
  "editor.verdict.blocks": "✗ запрещает (строка {line})",
  "editor.verdict.candidate": "Это правило тоже совпало, но не решило",
  "editor.coverage.count": "{count, plural, one {решило для # URL} few {решило для # URL} many {решило для # URL} other {решило для # URL}}",
  "editor.coverage.none": "не решило ни для одного URL",

  // Интерфейс самого CodeMirror (поиск, панель замечаний, сворачивание, подсказки); ключ — английская фраза
  "editor.cm.Find": "Найти",
  "editor.cm.Replace": "Заменить",
  "editor.cm.next": "следующее",
  "editor.cm.previous": "предыдущее",
  "editor.cm.all": "все",
  "editor.cm.match case": "учитывать регистр",
  "editor.cm.regexp": "рег. выражение",
  "editor.cm.by word": "слово целиком",
  "editor.cm.replace": "заменить",
  "editor.cm.replace all": "заменить все",
  "editor.cm.close": "закрыть",
  "editor.cm.current match": "текущее совпадение",
  "editor.cm.on line": "в строке",
  "editor.cm.replaced $ matches": "Заменено совпадений: $",
  "editor.cm.replaced match on line $": "Заменено совпадение в строке $",
  "editor.cm.Go to line": "Перейти к строке",
  "editor.cm.go": "перейти",
  "editor.cm.Diagnostics": "Замечания",
  "editor.cm.No diagnostics": "Замечаний нет",
  "editor.cm.Fold line": "Свернуть",
  "editor.cm.Unfold line": "Развернуть",
  "editor.cm.folded code": "свёрнутый текст",
  "editor.cm.unfold": "развернуть",
  "editor.cm.Folded lines": "Свёрнуты строки",
  "editor.cm.Unfolded lines": "Развёрнуты строки",
  "editor.cm.to": "–",
  "editor.cm.Completions": "Варианты",
  "editor.cm.Control character": "Управляющий символ",
  "editor.cm.Selection deleted": "Выделенное удалено",
};

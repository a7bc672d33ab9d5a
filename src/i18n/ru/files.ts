/**
 * Тексты области файлов на русском: панель файлов (открыть, загрузить по URL, вставить,
 * примеры, скачать, копировать, поделиться, версии), уведомления о сохранении и загрузке,
 * панели «Список» и «Версии».
 */

/** The files area's messages. */
export const filesMessages: Record<string, string> = {
  // Панель
  "files.open": "Открыть…",
  "files.open.input": "Открыть файл robots.txt",
  "files.open.done": "Открыт файл {name}.",
  "files.open.failed": "Не удалось прочитать {name}.",
  "files.loadUrl": "По URL…",
  "files.paste": "Вставить…",
  "files.examples": "Примеры",
  "files.examples.menu": "Файлы-примеры",
  "files.download": "Скачать",
  "files.copy": "Копировать",
  "files.copy.done": "Файл скопирован в буфер обмена.",
  "files.copy.failed": "Браузер не разрешил копирование. Выделите текст в редакторе и скопируйте его вручную.",
  "files.share": "Поделиться…",
  "files.saveVersion": "Сохранить версию",
  "files.version.saved": "Версия сохранена. Она есть на панели «Версии».",
  "files.version.empty": "Нечего сохранять: файл пуст.",
  "files.cancel": "Отмена",
  "files.close": "Закрыть",
  "files.dismiss": "Скрыть",
  "files.tabs.open": "Мастерская открыта и в другой вкладке.",
  "files.tabs.own": "У каждой вкладки свой черновик. В следующий раз откроется сохранённый последним, другой останется в истории.",
  "files.tabs.changed": "Черновик изменён в другой вкладке.",
  "files.tabs.changedHelp": "Откройте его здесь, чтобы продолжить с того места: текст этой вкладки останется в истории. Или оставьте черновик этой вкладки: при сохранении текст другой вкладки попадёт в историю.",
  "files.tabs.openOther": "Открыть черновик другой вкладки",
  "files.tabs.keepMine": "Оставить черновик этой вкладки",
  "files.expectations.failing":
    "{n, plural, one {# ожидание не выполнено} few {# ожидания не выполнены} many {# ожиданий не выполнено} other {# ожидания не выполнено}}",

  // Хранение
  "files.storage.status.saved": "Сохранено в браузере",
  "files.storage.status.unavailable": "Не сохранено",
  "files.storage.status.full": "Не сохранено: хранилище заполнено",
  "files.storage.status.failed": "Не сохранено",
  "files.storage.unavailable":
    "Ваша работа не сохраняется: браузер не разрешает мастерской хранить здесь данные (приватный режим или хранилище для этого сайта заблокировано).",
  "files.storage.full":
    "Последние изменения не сохранены: хранилище браузера для этого сайта заполнено. Удалите старые версии на панели «Версии», чтобы освободить место.",
  "files.storage.failed": "Последние изменения не удалось сохранить в этом браузере.",
  "files.storage.keep": "Всё остаётся в этой вкладке и работает, пока вы её не закроете. Чтобы не потерять файл, скачайте его.",

  // Кодировки
  "files.encoding.invalid":
    "«{name}» — не корректный UTF-8, а файлы robots.txt должны быть именно в этой кодировке. Байты, которые не являются UTF-8, показаны как �.",
  "files.encoding.binary": "В нём есть байты NUL: возможно, это вообще не текстовый файл.",
  "files.encoding.readAs": "Прочитать как:",
  "files.encoding.utf-8": "UTF-8 (как сейчас)",
  "files.encoding.windows-1251": "Windows-1251 (кириллица)",
  "files.encoding.shift_jis": "Shift_JIS (японский)",

  // Загрузка по URL
  "files.url.title": "Загрузить robots.txt с сайта",
  "files.url.address": "Адрес сайта или robots.txt",
  "files.url.hint":
    "По адресу сайта загружается его /robots.txt. Сайт файла становится адресом, относительно которого проверяются URL. Большинство сайтов не дают другим страницам читать свои файлы; если загрузка не удалась, вставьте или откройте файл.",
  "files.url.load": "Загрузить",
  "files.url.loading": "Загрузка…",
  "files.proxy.summary": "Свой прокси (выключен)",
  "files.proxy.label": "Шаблон URL прокси",
  "files.proxy.hint":
    "Необязательно. {url} заменяется закодированным адресом, например https://my-proxy.example/?url={url}. Тогда запросы идут через ваш прокси; оставьте пустым, чтобы загружать напрямую.",
  "files.proxy.invalid": "Шаблон должен быть http(s)-адресом, содержащим {url}.",
  "files.fetch.unreadable":
    "Браузеру не удалось прочитать {url}. Возможно, сайт не даёт другим страницам читать свои файлы (CORS), нет подключения к сети или адрес неверен: браузер не сообщает, что именно.",
  "files.fetch.timeout": "{url} не ответил за 15 секунд.",
  "files.fetch.http": "{url} вернул HTTP-статус {status}, а не файл.",
  "files.fetch.too-large": "Файл по адресу {url} больше 32 МБ.",
  "files.fetch.invalid-url": "«{url}» — не http(s)-адрес.",
  "files.fetch.viaProxy": "Запрос шёл через ваш прокси; проверьте, что он работает и принимает запросы с этой страницы.",
  "files.fetch.instead":
    "Вместо этого вставьте текст файла или откройте его с диска. Что делает каждый робот, когда robots.txt не удаётся загрузить (4xx, 5xx, таймаут), покажет симуляция статусов на панели «Тест».",
  "files.fetch.simulate": "Симуляция статусов",

  // Вставка
  "files.paste.title": "Вставить robots.txt",
  "files.paste.label": "Текст robots.txt",
  "files.paste.hint": "Текст заменит черновик; текущий черновик сохранится на панели «Версии».",
  "files.paste.use": "Использовать этот текст",

  // Поделиться
  "files.share.title": "Поделиться",
  "files.share.working": "Сжатие…",
  "files.share.error": "В этом браузере не удалось создать ссылку.",
  "files.share.link": "Ссылка",
  "files.share.contents":
    "В ссылке — файл, {urls, plural, =0 {без списка URL} one {# URL} few {# URL} many {# URL} other {# URL}}, выбор роботов и ожидания ({kb} КБ в сжатом виде).",
  "files.share.private":
    "Ничего не загружается на сервер: всё находится в части после #, которую браузеры не отправляют серверам. Прочитать её может любой, у кого есть ссылка.",
  "files.share.copy": "Копировать ссылку",
  "files.share.copied": "Скопировано",
  "files.share.holds": "Ссылка содержит:",
  "files.share.holds.file": "этот robots.txt ({lines, plural, one {# строка} few {# строки} many {# строк} other {# строки}}), сайт {origin}",
  "files.share.holds.test": "панель «Тест»: {url} для {crawler}, {reading}",
  "files.share.holds.readAs": "трактовка {engine}",
  "files.share.holds.ownReading": "в его собственной трактовке",
  "files.share.holds.compare": "Сверка: {crawlers, plural, one {# робот} few {# робота} many {# роботов} other {# робота}} и {urls, plural, =0 {ни одного доп. URL} one {# доп. URL} few {# доп. URL} many {# доп. URL} other {# доп. URL}}",
  "files.share.holds.bulk": "Список: {urls, plural, =0 {без списка URL} one {# URL} few {# URL} many {# URL} other {# URL}} и {n, plural, =0 {без ожиданий} one {# ожидание} few {# ожидания} many {# ожиданий} other {# ожидания}}",
  "files.share.size": "{kb} КБ в сжатом виде.",
  "files.share.tooLarge":
    "В сжатом виде это {kb} КБ — слишком много для ссылки (не больше примерно {limit} КБ). Скачайте файл и отправьте его; если открыть его здесь через «Открыть…», он импортируется так же.",
  "files.share.download": "Скачать файл для передачи",
  "files.share.imported":
    "Открыт robots.txt по ссылке{urls, plural, =0 {} one { с # URL} few { с # URL} many { с # URL} other { с # URL}}. Предыдущий черновик сохранён на панели «Версии».",
  "files.share.showHistory": "Показать версии",
  "files.share.unreadable": "Эту ссылку не удаётся прочитать ({reason}). Ничего не изменено.",
  "files.share.error.empty": "она пуста",
  "files.share.error.not-base64": "она не в формате ссылки; возможно, её обрезали или изменили",
  "files.share.error.not-deflate": "сжатые данные повреждены",
  "files.share.error.not-utf8": "текст повреждён",
  "files.share.error.not-json": "данные повреждены",
  "files.share.error.bad-shape": "в ней нет данных мастерской",
  "files.share.error.unsupported-version": "она создана более новой версией мастерской",
  "files.share.error.too-large": "в распакованном виде больше 32 МБ",

  // Примеры
  "policy.open": "Политика для краулеров…",
  "files.examples.group.real-world": "Типичные файлы",
  "files.examples.group.standard-1994": "Стандарт 1994 года (Microsoft KB 217103)",
  "files.examples.group.yandex": "Классическая справка Яндекса",
  "files.examples.group.ai": "ИИ-краулеры и предпочтения использования",

  // Панель «Список»

  // Панель «Версии»
};

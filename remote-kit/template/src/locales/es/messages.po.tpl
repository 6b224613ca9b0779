msgid ""
msgstr ""
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=utf-8\n"
"Content-Transfer-Encoding: 8bit\n"
"X-Generator: @lingui/cli\n"
"Language: es\n"

#: src/routes/Start.tsx
msgid "You are browsing as a guest. This screen comes from the remote kit's template."
msgstr "Navegas como invitado. Esta pantalla viene de la plantilla del kit de remotos."

#: src/routes/Start.tsx
msgid "You are signed in. This screen comes from the remote kit's template."
msgstr "Has iniciado sesión. Esta pantalla viene de la plantilla del kit de remotos."

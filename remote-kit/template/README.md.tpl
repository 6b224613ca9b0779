# __FOLDER__

Remote `__CONTAINER__`, made with `npm run new:remote -- __FOLDER__` from the remote kit's template.

```sh
npm run dev -w __FOLDER__            # alone in its harness on :__PORT__ (api, /mf and /remotes.json from :8080)
npm test -w __FOLDER__               # its tests
npm run build -w __FOLDER__          # a production build into __FOLDER__/dist
npm run i18n:extract -w __FOLDER__   # refresh src/locales/{en,es}/messages.po
```

It exposes `./Start` and its catalogs (`./catalog/en`, `./catalog/es`). To show a screen in the
shell, declare its module and props under `__CONTAINER__` in `RemoteContracts`
(shared-contracts/src/remotes.ts) and add its route to the shell's route table.

{ "extends": "../remote-kit/tsconfig.app.json" }

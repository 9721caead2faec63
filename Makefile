# Installs the `swatch` command from this checkout: `make install` (PREFIX=/usr/local by default).
# Needs Swift 6.0 or later and libyaml (libyaml-dev on Debian/Ubuntu, `brew install libyaml` on macOS).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
# On Linux the Swift runtime is linked in, so the installed binary runs without the toolchain on PATH.
STATIC := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

.PHONY: build install uninstall

build:
	swift build -c release --product swatch $(STATIC)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$(swift build -c release --product swatch $(STATIC) --show-bin-path)/swatch" "$(DESTDIR)$(BINDIR)/swatch"
	@echo "installed $(DESTDIR)$(BINDIR)/swatch"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/swatch"

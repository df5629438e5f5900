// Emscripten library overrides for this module, linked after Emscripten's own with --js-library
// (so these definitions win): parts of Embind's JS runtime that every module gets,
// which this module uses little or not at all. The wasm side calls them as before. Written against
// Emscripten 3.1.6 (Debian's); wasm/CMakeLists.txt links it. About 2.4 KB gzip less glue.
mergeInto(LibraryManager.library, {
  // Embind registers std::wstring, std::u16string and std::u32string in every module, which brings
  // UTF-16 and UTF-32 converters into the glue. No bound function takes or returns one, so they
  // stay unregistered: a function bound with one would throw Embind's UnboundTypeError when called.
  _embind_register_std_wstring__deps: [],
  _embind_register_std_wstring: function () {},

  // std::string as this module uses it: UTF-8 text in both directions (messages out as
  // val(std::string), shape text in), with the engine's TextDecoder and TextEncoder. Embind's own
  // also takes typed arrays and ArrayBuffers and also registers std::basic_string<unsigned char>
  // (Latin-1), which no bound function uses, so it stays unregistered too.
  _embind_register_std_string__deps: [
    "$readLatin1String",
    "$registerType",
    "$simpleReadValueFromPointer",
    "$throwBindingError",
  ],
  _embind_register_std_string: function (rawType, name) {
    name = readLatin1String(name);
    if (name !== "std::string") return;
    // Closure (ADVANCED) renames unquoted properties; Embind reads these by their quoted names, so
    // prettier must leave the quotes.
    // prettier-ignore
    registerType(rawType, {
      name: name,
      // A std::string on the wire: its byte count, then its bytes, then a NUL, in memory JS frees.
      'fromWireType': function (pointer) {
        var start = pointer + 4;
        var text = UTF8Decoder.decode(HEAPU8.subarray(start, start + HEAPU32[pointer >> 2]));
        _free(pointer);
        return text;
      },
      'toWireType': function (destructors, value) {
        if (typeof value != 'string') throwBindingError('Cannot pass non-string to std::string');
        var bytes = new TextEncoder().encode(value);
        var pointer = _malloc(4 + bytes.length + 1);
        HEAPU32[pointer >> 2] = bytes.length;
        HEAPU8.set(bytes, pointer + 4);
        HEAPU8[pointer + 4 + bytes.length] = 0;
        if (destructors !== null) destructors.push(_free, pointer);
        return pointer;
      },
      'argPackAdvance': 8,
      'readValueFromPointer': simpleReadValueFromPointer,
      destructorFunction: function (pointer) {
        _free(pointer);
      },
    });
  },

  // Bound functions without overloads: each name is bound once (bindings.cpp), so Embind's overload
  // tables (one JS function per argument count under one name) are left out; binding a name twice
  // fails at load with Embind's own message.
  $exposePublicSymbol__deps: ["$throwBindingError"],
  $exposePublicSymbol: function (name, value) {
    if (Module.hasOwnProperty(name)) {
      throwBindingError("Cannot register public name '" + name + "' twice");
    }
    Module[name] = value;
  },
  $replacePublicSymbol__deps: [],
  $replacePublicSymbol: function (name, value) {
    Module[name] = value;
  },
  // The invoker of a bound function, for free functions (the only kind bound here): wires the
  // arguments, calls, runs the destructors the wiring left (a std::string argument's copy), unwires
  // the result. Embind's own also serves class methods and constructors.
  $craftInvokerFunction__deps: ["$throwBindingError", "$runDestructors"],
  $craftInvokerFunction: function (humanName, argTypes, classType, cppInvokerFunc, cppTargetFunc) {
    if (classType !== null) throwBindingError("only free functions are bound: " + humanName);
    var count = argTypes.length - 2;
    var returns = argTypes[0].name !== "void";
    return function () {
      if (arguments.length !== count) {
        throwBindingError(
          "function " +
            humanName +
            " called with " +
            arguments.length +
            " arguments, expected " +
            count +
            " args!",
        );
      }
      var destructors = [];
      var wired = [cppTargetFunc];
      for (var i = 0; i < count; ++i) {
        wired.push(argTypes[i + 2]["toWireType"](destructors, arguments[i]));
      }
      var result = cppInvokerFunc.apply(null, wired);
      runDestructors(destructors);
      return returns ? argTypes[0]["fromWireType"](result) : undefined;
    };
  },
  // Waits until a bound function's argument and result types are registered (C++ may register the
  // function first), then hands their converters over. Embind's own also registers types that
  // depend on others (value objects, classes), which nothing here binds.
  $whenDependentTypesAreResolved__deps: [
    "$awaitingDependencies",
    "$registeredTypes",
    "$throwBindingError",
  ],
  $whenDependentTypesAreResolved: function (myTypes, dependentTypes, getTypeConverters) {
    if (myTypes.length) throwBindingError("only free functions are bound");
    var converters = [];
    var waiting = 0;
    dependentTypes.forEach(function (type, i) {
      if (registeredTypes.hasOwnProperty(type)) {
        converters[i] = registeredTypes[type];
      } else {
        waiting++;
        (awaitingDependencies[type] = awaitingDependencies[type] || []).push(function () {
          converters[i] = registeredTypes[type];
          if (--waiting === 0) getTypeConverters(converters);
        });
      }
    });
    if (waiting === 0) getTypeConverters(converters);
  },
  // No bound function takes or returns a 64-bit integer, so every one is called straight from the
  // function table, without the dynCall wrappers that legalize 64-bit arguments.
  $embind__requireFunction__deps: ["$throwBindingError", "$getWasmTableEntry", "$readLatin1String"],
  $embind__requireFunction: function (signature, rawFunction) {
    var bound = getWasmTableEntry(rawFunction);
    if (typeof bound != "function") {
      throwBindingError(
        "unknown function pointer with signature " + signature + ": " + rawFunction,
      );
    }
    return bound;
  },

  // Embind's error classes (BindingError, InternalError, UnboundTypeError) as plain subclasses of
  // Error, named like Embind's; its own builds them from functions to suit older engines.
  $extendError__deps: [],
  $extendError: function (baseErrorType, errorName) {
    var errorClass = class extends baseErrorType {};
    Object.defineProperty(errorClass, "name", { value: errorName });
    errorClass.prototype.name = errorName;
    return errorClass;
  },

  // Type and function names (Latin-1 in wasm memory) read without Embind's 256-entry table.
  $readLatin1String__deps: [],
  $readLatin1String: function (pointer) {
    var text = "";
    while (HEAPU8[pointer]) text += String.fromCharCode(HEAPU8[pointer++]);
    return text;
  },

  // bool is one byte in WebAssembly; Embind's own also reads two- and four-byte ones.
  _embind_register_bool__deps: ["$readLatin1String", "$registerType"],
  _embind_register_bool: function (rawType, name, size, trueValue, falseValue) {
    // prettier-ignore
    registerType(rawType, {
      name: readLatin1String(name),
      'fromWireType': function (wire) { return !!wire; },
      'toWireType': function (destructors, value) { return value ? trueValue : falseValue; },
      'argPackAdvance': 8,
      'readValueFromPointer': function (pointer) { return !!HEAP8[pointer]; },
      destructorFunction: null,
    });
  },

  // Integers and floating-point numbers as Embind's own converts them, with one reader each instead
  // of one made per size and signedness.
  _embind_register_integer__deps: ["$readLatin1String", "$registerType"],
  _embind_register_integer: function (rawType, name, size, minRange) {
    var unsigned = minRange === 0;
    var bits = 32 - 8 * size; // a narrower unsigned value arrives sign-extended: cut it back
    var fromWire = function (wire) {
      return unsigned ? (wire << bits) >>> bits : wire;
    };
    // prettier-ignore
    registerType(rawType, {
      name: readLatin1String(name),
      'fromWireType': fromWire,
      'toWireType': function (destructors, value) { return unsigned ? value >>> 0 : value; },
      'argPackAdvance': 8,
      'readValueFromPointer': function (pointer) {
        return fromWire(size === 1 ? HEAP8[pointer] : size === 2 ? HEAP16[pointer >> 1] : HEAP32[pointer >> 2]);
      },
      destructorFunction: null,
    });
  },
  _embind_register_float__deps: ["$readLatin1String", "$registerType"],
  _embind_register_float: function (rawType, name, size) {
    // prettier-ignore
    registerType(rawType, {
      name: readLatin1String(name),
      'fromWireType': function (wire) { return wire; },
      'toWireType': function (destructors, value) { return value; },
      'argPackAdvance': 8,
      'readValueFromPointer': function (pointer) {
        return size === 4 ? HEAPF32[pointer >> 2] : HEAPF64[pointer >> 3];
      },
      destructorFunction: null,
    });
  },

  // Module.count_emval_handles and Module.get_first_emval are debugging aids nothing here calls.
  $init_emval__deps: [],
  $init_emval: function () {},
});

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import com.sun.source.util.JavacTask;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The Java half of the build's sample check (content/README.md, "Code samples are checked"; src/node/sample-tools.ts
 * runs it). One JVM compiles the Tachyon API source once into a folder named by its content
 * hash (kept for the next build), then every group of sample files against it: one JVM, so
 * that the compiler is loaded and warmed once, not once per block, while each group is a
 * compilation of its own (two pages may each declare a class AcmeTwap).
 *
 * With the API's classes it writes their model, `api-model.json` (every public type, and each
 * type's members with their parameter and return types and whether they have Javadoc), from
 * javac's own element model: the names check of the pages reads it.
 *
 * Usage: java CompileSamples.java <api source roots, path-separated> <api classes dir> <groups file>
 * The groups file: "group <id>" lines, each followed by "file <path>" (the block's own files,
 * whose errors are reported) and "dep <path>" (files of other blocks it uses, not reported).
 * Output, one line per error: id TAB path TAB line TAB message. Exit 3: no compiler (a JRE).
 */
public final class CompileSamples {

    public static void main(String[] args) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            System.exit(3);
        }
        Path apiClasses = Path.of(args[1]);
        if (!Files.exists(apiClasses.resolve(".complete"))) {
            List<Path> sources = new ArrayList<>();
            for (String root : args[0].split(java.io.File.pathSeparator)) {
                try (Stream<Path> files = Files.walk(Path.of(root))) {
                    files.filter(f -> f.toString().endsWith(".java")).forEach(sources::add);
                }
            }
            Files.createDirectories(apiClasses);
            List<String> errors;
            try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
                errors = compileApi(javac, files, sources, apiClasses);
            }
            if (!errors.isEmpty()) {
                errors.forEach(System.out::println);
                System.exit(2);
            }
            Files.writeString(apiClasses.resolve(".complete"), "");
        }
        Map<String, List<Path>[]> groups = readGroups(Path.of(args[2]));
        Path out = Files.createTempDirectory("tachyon-java-samples-");
        // One file manager for every group: it opens the JDK's classes once, which is most of what a
        // small compilation costs; each group still gets a compiler and a symbol table of its own.
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            int n = 0;
            for (Map.Entry<String, List<Path>[]> group : groups.entrySet()) {
                Path classes = Files.createDirectories(out.resolve(String.valueOf(n++)));
                List<Path> own = group.getValue()[0];
                List<String> errors = compile(javac, files, own, group.getValue()[1], classes, apiClasses, group.getKey());
                errors.forEach(System.out::println);
            }
        } finally {
            try (Stream<Path> files = Files.walk(out)) {
                files.sorted((a, b) -> b.compareTo(a)).forEach(f -> f.toFile().delete());
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, List<Path>[]> readGroups(Path file) throws IOException {
        Map<String, List<Path>[]> groups = new LinkedHashMap<>();
        List<Path>[] current = null;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            int space = line.indexOf(' ');
            if (space < 0) {
                continue;
            }
            String word = line.substring(0, space);
            String value = line.substring(space + 1);
            if (word.equals("group")) {
                current = new List[] {new ArrayList<Path>(), new ArrayList<Path>()};
                groups.put(value, current);
            } else if (current != null) {
                current[word.equals("file") ? 0 : 1].add(Path.of(value));
            }
        }
        return groups;
    }

    /** The API compiled into `classes`, its model written beside them when it compiles. */
    private static List<String> compileApi(JavaCompiler javac, StandardJavaFileManager files, List<Path> sources,
            Path classes) throws IOException {
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavacTask task = (JavacTask) javac.getTask(null, files, diagnostics, options(classes, null), null,
                files.getJavaFileObjectsFromPaths(sources));
        List<TypeElement> types = new ArrayList<>();
        for (Element e : task.analyze()) {
            if (e instanceof TypeElement type) {
                types.add(type);
            }
        }
        // Read before generate(), which ends the task's access to its elements.
        String model = model(task.getElements(), types);
        task.generate();
        List<String> errors = errorLines(diagnostics, sources, "api");
        if (errors.isEmpty()) {
            Files.writeString(classes.resolve("api-model.json"), model);
        }
        return errors;
    }

    private static boolean isPublished(Element e) {
        return e.getModifiers().contains(Modifier.PUBLIC) || e.getModifiers().contains(Modifier.PROTECTED)
                || e.getEnclosingElement().getKind().isInterface();
    }

    /** The public types (nested ones too) and their members, inherited ones included, as JSON. */
    private static String model(Elements elements, List<TypeElement> roots) {
        List<TypeElement> types = new ArrayList<>();
        for (int i = 0; i < roots.size(); i++) {
            types.add(roots.get(i));
        }
        for (int i = 0; i < types.size(); i++) {
            for (Element e : types.get(i).getEnclosedElements()) {
                if (e instanceof TypeElement nested && isPublished(nested)) {
                    types.add(nested);
                }
            }
        }
        StringBuilder json = new StringBuilder("[");
        for (TypeElement type : types) {
            if (!type.getModifiers().contains(Modifier.PUBLIC)) {
                continue;
            }
            if (json.length() > 1) {
                json.append(",\n");
            }
            json.append("{\"name\":").append(quote(type.getQualifiedName().toString()))
                    .append(",\"kind\":").append(quote(type.getKind().toString().toLowerCase(Locale.ROOT)))
                    .append(",\"doc\":").append(elements.getDocComment(type) != null)
                    .append(",\"members\":[");
            boolean first = true;
            for (Element e : elements.getAllMembers(type)) {
                boolean own = e.getEnclosingElement().equals(type);
                if (e.getKind() == ElementKind.CONSTRUCTOR && !own || !isPublished(e)
                        || e.getKind() == ElementKind.STATIC_INIT || e.getKind() == ElementKind.INSTANCE_INIT) {
                    continue;
                }
                json.append(first ? "" : ",").append("{\"name\":").append(quote(e.getSimpleName().toString()))
                        .append(",\"kind\":").append(quote(e.getKind().toString().toLowerCase(Locale.ROOT)))
                        .append(",\"own\":").append(own)
                        .append(",\"doc\":").append(elements.getDocComment(e) != null);
                if (e instanceof ExecutableElement method) {
                    json.append(",\"params\":[");
                    for (int i = 0; i < method.getParameters().size(); i++) {
                        VariableElement p = method.getParameters().get(i);
                        json.append(i == 0 ? "" : ",").append(quote(p.asType().toString()));
                    }
                    json.append("],\"varargs\":").append(method.isVarArgs())
                            .append(",\"returns\":").append(quote(method.getReturnType().toString()));
                } else if (e instanceof VariableElement field) {
                    json.append(",\"returns\":").append(quote(field.asType().toString()));
                }
                json.append("}");
                first = false;
            }
            json.append("]}");
        }
        return json.append("]\n").toString();
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static List<String> options(Path classes, Path classpath) {
        List<String> options = new ArrayList<>(List.of("-d", classes.toString(), "-proc:none", "-implicit:none",
                "-Xlint:none", "-nowarn", "-encoding", "UTF-8"));
        if (classpath != null) {
            options.addAll(List.of("-classpath", classpath.toString()));
        }
        return options;
    }

    /** Errors in `own` as output lines; errors in `deps` are left to the deps' own groups. */
    private static List<String> compile(JavaCompiler javac, StandardJavaFileManager files, List<Path> own,
            List<Path> deps, Path classes, Path classpath, String id) {
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<Path> all = new ArrayList<>(own);
        all.addAll(deps);
        javac.getTask(null, files, diagnostics, options(classes, classpath), null, files.getJavaFileObjectsFromPaths(all))
                .call();
        return errorLines(diagnostics, own, id);
    }

    private static List<String> errorLines(DiagnosticCollector<JavaFileObject> diagnostics, List<Path> own, String id) {
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            String path = d.getSource() == null ? "" : Path.of(d.getSource().toUri()).toString();
            if (!path.isEmpty() && own.stream().noneMatch(p -> p.toAbsolutePath().toString().equals(path))) {
                continue;
            }
            String message = d.getMessage(Locale.ROOT).replaceAll("\\s*\\n\\s*", "; ").replaceAll("\\s+", " ");
            errors.add(id + "\t" + path + "\t" + Math.max(d.getLineNumber(), 1) + "\t" + message);
        }
        return errors;
    }
}
